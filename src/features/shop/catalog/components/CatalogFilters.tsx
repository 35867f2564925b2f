import { Group, Radio, Slider, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { formatPrice } from '../../../../lib/money';
import { catalogCategories, parseCategory } from '../../shared/catalogFilters';
import { capFromSlider, categoryRadioLabels, sliderValue, type CatalogState } from '../model';
import classes from './CatalogPage.module.css';

export interface CatalogFiltersProps {
  category: CatalogState['category'];
  maxPrice: CatalogState['maxPrice'];
  sliderMax: number;
  onChange: (change: Partial<CatalogState>) => void;
}

/** Category radios and the upper-bound price slider (lower bound fixed at 0). */
export function CatalogFilters({ category, maxPrice, sliderMax, onChange }: CatalogFiltersProps) {
  const committed = sliderValue(maxPrice, sliderMax);
  // While dragging the thumb shows the local value; the URL changes when it is let go.
  const [dragValue, setDragValue] = useState<number | null>(null);
  const shown = dragValue ?? committed;

  return (
    <Stack gap="xl">
      <Radio.Group
        label="Category"
        value={category}
        onChange={(value) => onChange({ category: parseCategory(value) })}
        classNames={{ label: classes.filterLabel }}
      >
        <Stack gap="sm" mt="xs">
          {catalogCategories.map((category) => (
            <Radio key={category} value={category} label={categoryRadioLabels[category]} />
          ))}
        </Stack>
      </Radio.Group>

      <div>
        <Group justify="space-between" align="baseline" mb="xs">
          <Text id="price-range-label" className={classes.filterLabel}>
            Price range
          </Text>
          <Text size="sm" c="gray.7" aria-live="polite">
            {formatPrice(0)} – {formatPrice(shown)}
          </Text>
        </Group>
        <Slider
          min={0}
          max={sliderMax}
          step={1}
          value={shown}
          onChange={setDragValue}
          onChangeEnd={(value) => {
            setDragValue(null);
            onChange({ maxPrice: capFromSlider(value, sliderMax) });
          }}
          label={(value) => `$${value}`}
          thumbLabel="Maximum price"
          thumbValueText={(value) => `Up to $${value}`}
          marks={[
            { value: 0, label: '$0' },
            { value: sliderMax, label: `$${sliderMax}` },
          ]}
          mb="lg"
          className={classes.slider}
        />
      </div>
    </Stack>
  );
}
