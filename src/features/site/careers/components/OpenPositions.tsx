import {
  Button,
  Container,
  Group,
  Modal,
  SimpleGrid,
  Text,
  Title,
  useModalsStack,
} from '@mantine/core';
import { useState } from 'react';
import { departments, jobOpenings, type JobOpening } from '../../../../content/jobs';
import { filterJobs, type DepartmentFilter } from '../model';
import { ApplicationForm } from './ApplicationForm';
import { JobCard } from './JobCard';
import { JobDetailsModal } from './JobDetailsModal';
import classes from './CareersSections.module.css';
import modalClasses from './JobModals.module.css';

const filters: DepartmentFilter[] = ['All', ...departments];

/** 'Open Positions': department filter, job cards, details and application dialogs (spec §2, §4). */
export function OpenPositions() {
  const [department, setDepartment] = useState<DepartmentFilter>('All');
  const [selected, setSelected] = useState<JobOpening | null>(null);
  // Each opening of the application dialog starts with an empty form.
  const [applicationKey, setApplicationKey] = useState(0);
  const stack = useModalsStack(['details', 'apply']);
  const jobs = filterJobs(jobOpenings, department);

  function openDetails(job: JobOpening) {
    stack.close('apply');
    setSelected(job);
    stack.open('details');
  }

  function openApplication() {
    setApplicationKey((key) => key + 1);
    stack.open('apply');
  }

  return (
    <section className={classes.section} id="open-positions" aria-labelledby="positions-title">
      <Container size="lg">
        <Title order={2} id="positions-title" ta="center" className={classes.heading}>
          Open Positions
        </Title>
        <Text c="dimmed" ta="center" mt="sm">
          Find the role where you can do your best work.
        </Text>
        <Group
          justify="center"
          gap="xs"
          mt="xl"
          className={classes.filters}
          role="group"
          aria-label="Filter positions by department"
        >
          {filters.map((name) => {
            const active = department === name;
            return (
              <Button
                key={name}
                radius="xl"
                variant={active ? 'filled' : 'default'}
                aria-pressed={active}
                onClick={() => setDepartment(name)}
              >
                {name}
              </Button>
            );
          })}
        </Group>
        <Text ta="center" size="sm" c="dimmed" mt="md" aria-live="polite">
          {jobs.length === 1 ? '1 open position' : `${jobs.length} open positions`}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg" mt="lg">
          {jobs.map((job) => (
            <JobCard key={job.id} job={job} onViewDetails={() => openDetails(job)} />
          ))}
        </SimpleGrid>
      </Container>

      <Modal.Stack>
        <JobDetailsModal job={selected} {...stack.register('details')} onApply={openApplication} />
        <Modal
          {...stack.register('apply')}
          size="lg"
          radius="lg"
          title={selected ? `Apply for ${selected.title}` : 'Apply'}
          closeButtonProps={{ 'aria-label': 'Close application form' }}
          classNames={{ title: modalClasses.modalTitle, content: modalClasses.modalContent }}
        >
          {selected && (
            <ApplicationForm
              key={applicationKey}
              job={selected}
              onCancel={() => stack.close('apply')}
              onSubmitted={() => stack.closeAll()}
            />
          )}
        </Modal>
      </Modal.Stack>
    </section>
  );
}
