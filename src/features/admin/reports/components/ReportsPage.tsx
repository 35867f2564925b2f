import { Button, Group, Paper, Radio, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { IconDownload, IconReport } from '../../../../components/icons';
import { PageHeader } from '../../components/PageHeader';
import { useListState } from '../../shared/useListState';
import type { ExportFormat } from '../exports';
import { useExportReport, useGenerateReport } from '../hooks/useReport';
import {
  parseReportPeriod,
  parseReportType,
  reportPeriods,
  reportTypes,
  type ReportTable,
} from '../model';
import { ReportTableView } from './ReportTableView';
import classes from './Reports.module.css';
import { useAdminDates } from '../../shared/useAdminDates';

const exportButtons: { format: ExportFormat; label: string }[] = [
  { format: 'pdf', label: 'PDF' },
  { format: 'xlsx', label: 'Excel' },
  { format: 'csv', label: 'CSV' },
];

export function ReportsPage() {
  const dates = useAdminDates();
  const [state, setState] = useListState({ period: '30d', type: 'sales' });
  const period = parseReportPeriod(state.period);
  const type = parseReportType(state.type);
  const [table, setTable] = useState<ReportTable | null>(null);
  const generate = useGenerateReport();
  const download = useExportReport();
  const exporting = download.isPending ? download.variables.format : null;

  return (
    <div>
      <PageHeader
        title="Reports"
        description="Build a report from the shop's orders and export it as PDF, Excel or CSV."
      />
      <Paper withBorder radius="md" p="md" mb="lg">
        <Stack gap="md">
          <Group align="flex-end" gap="sm" wrap="wrap">
            <Select
              className={classes.period}
              label="Period"
              data={reportPeriods.map(({ value, label }) => ({ value, label }))}
              value={period}
              allowDeselect={false}
              onChange={(value) => setState({ period: value ?? '30d' })}
            />
          </Group>
          <Radio.Group
            label="Report type"
            value={type}
            onChange={(value) => setState({ type: value })}
          >
            <div className={classes.types}>
              {reportTypes.map((item) => (
                <Radio.Card key={item.value} value={item.value} className={classes.typeCard}>
                  <Group wrap="nowrap" align="flex-start" gap="sm">
                    <Radio.Indicator />
                    <div>
                      <Text fw={600}>{item.label}</Text>
                      <Text size="sm" c="dimmed">
                        {item.description}
                      </Text>
                    </div>
                  </Group>
                </Radio.Card>
              ))}
            </div>
          </Radio.Group>
          <Group>
            <Button
              leftSection={<IconReport size={18} />}
              onClick={() => generate.mutate({ type, period }, { onSuccess: setTable })}
              loading={generate.isPending}
            >
              Generate Report
            </Button>
          </Group>
        </Stack>
      </Paper>

      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" mb="md" gap="sm">
          <div>
            <Title order={2} size="h4">
              {table ? `${table.title} — ${table.periodLabel}` : 'No report yet'}
            </Title>
            <Text size="sm" c="dimmed">
              {table
                ? `Generated ${dates.dateTime(table.generatedAt)}`
                : 'Choose a period and a report type, then press Generate Report.'}
            </Text>
            {table?.note ? (
              <Text size="sm" c="dimmed">
                {table.note}
              </Text>
            ) : null}
          </div>
          <Group gap="xs">
            {exportButtons.map(({ format, label }) => (
              <Button
                key={format}
                variant="default"
                leftSection={<IconDownload size={16} />}
                disabled={!table || (exporting !== null && exporting !== format)}
                loading={exporting === format}
                onClick={() => {
                  if (table) download.mutate({ table, format });
                }}
              >
                {label}
              </Button>
            ))}
          </Group>
        </Group>
        {table ? <ReportTableView table={table} /> : null}
      </Paper>
    </div>
  );
}
