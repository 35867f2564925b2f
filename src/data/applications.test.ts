import { beforeEach, describe, expect, it } from 'vitest';
import { addApplication } from './applications';
import { db } from './db';

beforeEach(() => db.applications.clear());

const application = {
  jobId: 'dre-001',
  jobTitle: 'Drone Systems Engineer',
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha@example.com',
  phone: '',
  coverLetter: 'Hello',
  linkedin: '',
  portfolio: '',
  resumeName: 'asha-cv.pdf',
  resumeSize: 13,
  submittedAt: '2025-01-10T12:00:00.000Z',
};

describe('applications', () => {
  it('keeps the application and gives it back with its new id', async () => {
    const saved = await addApplication(application);
    expect(saved).toEqual({ ...application, id: expect.any(Number) });
    expect(await db.applications.get(saved.id!)).toEqual(saved);
    expect(application).not.toHaveProperty('id');
  });
});
