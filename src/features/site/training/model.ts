import type { ProgramFilter, TrainingProgram } from '../../../content/training';

/** The programs a filter chip shows: all of them for 'All', else that category. */
export function filterPrograms(
  programs: readonly TrainingProgram[],
  filter: ProgramFilter,
): TrainingProgram[] {
  return filter === 'All'
    ? [...programs]
    : programs.filter((program) => program.category === filter);
}
