import { Button, FileButton, Group, Image, Input, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { IconUpload } from '../../../../components/icons';
import { checkImageFile, isValidImageSource } from '../model';
import classes from './ProductsPage.module.css';
import { readFileAsDataUrl } from './readFileAsDataUrl';

export interface ImageFieldProps {
  value: string;
  error?: string | null;
  onChange: (value: string) => void;
  onError: (message: string | null) => void;
}

function formatSize(bytes: number): string {
  return bytes < 1024 ? `${bytes} B` : `${Math.round(bytes / 1024)} KB`;
}

/** Image by URL or an uploaded file (kept as a data URL), with a preview. */
export function ImageField({ value, error, onChange, onError }: ImageFieldProps) {
  const [uploadName, setUploadName] = useState<string | null>(null);
  const isUpload = value.startsWith('data:');
  const preview = isValidImageSource(value) ? value : null;

  const pick = async (file: File | null) => {
    if (!file) return;
    const problem = checkImageFile(file);
    if (problem) {
      onError(problem);
      return;
    }
    try {
      const dataUrl = await readFileAsDataUrl(file);
      setUploadName(`${file.name} (${formatSize(file.size)})`);
      onChange(dataUrl);
    } catch (caught) {
      console.error('[admin] image read failed', caught);
      onError('Could not read the image file. Please try another one.');
    }
  };

  return (
    <Input.Wrapper label="Product image" required error={error}>
      <Stack gap="xs" mt={4}>
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <TextInput
            aria-label="Image URL"
            placeholder="https://… or /media/products/…"
            value={isUpload ? '' : value}
            onChange={(event) => {
              setUploadName(null);
              onChange(event.currentTarget.value);
            }}
            error={Boolean(error)}
            className={classes.grow}
          />
          <FileButton
            onChange={(file) => void pick(file)}
            accept="image/*"
            inputProps={{ 'aria-label': 'Upload image file' }}
          >
            {(props) => (
              <Button variant="default" leftSection={<IconUpload size={16} />} {...props}>
                Upload
              </Button>
            )}
          </FileButton>
        </Group>
        <Text size="xs" c="dimmed">
          An image address, or upload an image file up to 2 MB.
        </Text>
        {preview ? (
          <Group gap="sm" wrap="nowrap" className={classes.previewBox}>
            <Image src={preview} alt="Image preview" w={72} h={72} radius="sm" fit="cover" />
            <Stack gap={2} className={classes.grow}>
              <Text size="sm">
                {isUpload ? `Uploaded: ${uploadName ?? 'image file'}` : 'Preview'}
              </Text>
              {isUpload ? (
                <Button
                  variant="subtle"
                  color="red"
                  size="compact-xs"
                  className={classes.selfStart}
                  onClick={() => {
                    setUploadName(null);
                    onChange('');
                  }}
                >
                  Remove image
                </Button>
              ) : null}
            </Stack>
          </Group>
        ) : null}
      </Stack>
    </Input.Wrapper>
  );
}
