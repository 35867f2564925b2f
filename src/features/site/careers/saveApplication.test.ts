import { beforeEach, describe, expect, it } from 'vitest';
import { jobOpenings } from '../../../content/jobs';
import { db } from '../../../data/db';
import { emptyApplication } from './model';
import { saveApplication } from './saveApplication';

beforeEach(() => db.applications.clear());

describe('saveApplication', () => {
  it('keeps the application with the résumé name and size only', async () => {
    const resume = new File(['%PDF-1.4 test'], 'asha-cv.pdf', { type: 'application/pdf' });
    await saveApplication(jobOpenings[1], {
      ...emptyApplication,
      firstName: ' Asha ',
      lastName: 'Rao',
      email: 'asha@example.com',
      phone: '+91 98765 43210',
      coverLetter: 'Hello',
      resume,
    });
    const [saved] = await db.applications.toArray();
    expect(saved).toMatchObject({
      jobId: 'dre-001',
      jobTitle: 'Drone Systems Engineer',
      firstName: 'Asha',
      resumeName: 'asha-cv.pdf',
      resumeSize: resume.size,
    });
    expect(Object.values(saved).some((value) => value instanceof Blob)).toBe(false);
  });

  it('stores null for a missing résumé', async () => {
    await saveApplication(jobOpenings[0], { ...emptyApplication, firstName: 'A' });
    const [saved] = await db.applications.toArray();
    expect(saved.resumeName).toBeNull();
    expect(saved.resumeSize).toBeNull();
  });
});
