import { describe, expect, it } from 'vitest';
import { programFilters, trainingPrograms } from '../../../content/training';
import { filterPrograms } from './model';

describe('filterPrograms', () => {
  it('offers the chips All, Development, Data, Robotics', () => {
    expect(programFilters).toEqual(['All', 'Development', 'Data', 'Robotics']);
  });

  it('shows every program for All', () => {
    expect(filterPrograms(trainingPrograms, 'All')).toHaveLength(3);
  });

  it('shows one program per category', () => {
    expect(filterPrograms(trainingPrograms, 'Development').map((p) => p.title)).toEqual([
      'Web Development',
    ]);
    expect(filterPrograms(trainingPrograms, 'Data').map((p) => p.title)).toEqual([
      'Data Science & Analytics',
    ]);
    expect(filterPrograms(trainingPrograms, 'Robotics').map((p) => p.title)).toEqual([
      'Robotics & AI',
    ]);
  });

  it('every program has topics and specialized tracks', () => {
    for (const program of trainingPrograms) {
      expect(program.topics.length).toBeGreaterThan(0);
      expect(program.subPrograms.length).toBeGreaterThan(0);
      for (const track of program.subPrograms) expect(track.topics.length).toBeGreaterThan(0);
    }
  });
});
