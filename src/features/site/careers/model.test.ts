import { describe, expect, it } from 'vitest';
import { jobOpenings } from '../../../content/jobs';
import {
  applicationTexts,
  emptyApplication,
  filterJobs,
  isValidHttpUrl,
  isValidPhone,
  maxResumeBytes,
  optionalUrlError,
  resumeError,
  validateApplication,
  type ApplicationValues,
} from './model';

function file(name: string, size: number, type = ''): Pick<File, 'name' | 'size' | 'type'> {
  return { name, size, type };
}

describe('résumé rule', () => {
  it('is optional', () => {
    expect(resumeError(null)).toBeNull();
  });

  it('accepts PDF, DOC and DOCX up to 10 MB', () => {
    expect(resumeError(file('cv.pdf', 200_000, 'application/pdf'))).toBeNull();
    expect(resumeError(file('CV.DOC', 1_000, 'application/msword'))).toBeNull();
    expect(resumeError(file('cv.docx', maxResumeBytes, ''))).toBeNull();
  });

  it('rejects files over 10 MB', () => {
    expect(resumeError(file('cv.pdf', maxResumeBytes + 1, 'application/pdf'))).toBe(
      applicationTexts.resumeTooLarge,
    );
  });

  it('rejects other file types, whatever their size', () => {
    expect(resumeError(file('photo.png', 10, 'image/png'))).toBe(applicationTexts.resumeWrongType);
    expect(resumeError(file('cv.pdf.exe', 10, ''))).toBe(applicationTexts.resumeWrongType);
    expect(resumeError(file('resume', 10, ''))).toBe(applicationTexts.resumeWrongType);
  });

  it('accepts a known document type even without an extension', () => {
    expect(resumeError(file('resume', 10, 'application/pdf'))).toBeNull();
  });
});

describe('URL rules', () => {
  it('accepts http and https URLs with a host name', () => {
    expect(isValidHttpUrl('https://www.linkedin.com/in/asha')).toBe(true);
    expect(isValidHttpUrl('http://asha.dev')).toBe(true);
    expect(isValidHttpUrl(' https://asha.dev/work?x=1 ')).toBe(true);
  });

  it('rejects other schemes, missing schemes and malformed hosts', () => {
    for (const value of [
      'linkedin.com/in/asha',
      'ftp://asha.dev',
      'javascript:alert(1)',
      'https://',
      'https://asha',
      'https://asha .dev',
      'mailto:asha@example.com',
    ]) {
      expect(isValidHttpUrl(value)).toBe(false);
    }
  });

  it('optional URL fields may be empty', () => {
    expect(optionalUrlError('')).toBeNull();
    expect(optionalUrlError('   ')).toBeNull();
    expect(optionalUrlError('not a url')).toBe(applicationTexts.invalidUrl);
  });
});

describe('application validation', () => {
  const valid: ApplicationValues = {
    ...emptyApplication,
    firstName: 'Asha',
    lastName: 'Rao',
    email: 'asha@example.com',
    phone: '+91 98765 43210',
    coverLetter: 'I would love to build drones with you.',
  };

  it('accepts the required fields alone', () => {
    expect(validateApplication(valid)).toEqual({});
  });

  it('requires first name, last name, email, phone and cover letter', () => {
    expect(validateApplication(emptyApplication)).toEqual({
      firstName: applicationTexts.required,
      lastName: applicationTexts.required,
      email: applicationTexts.required,
      phone: applicationTexts.required,
      coverLetter: applicationTexts.required,
    });
  });

  it('checks email, phone, URLs and the résumé', () => {
    const errors = validateApplication({
      ...valid,
      email: 'asha@',
      phone: 'call me',
      linkedin: 'linkedin.com/in/asha',
      portfolio: 'ftp://asha.dev',
      resume: new File(['x'], 'cv.txt', { type: 'text/plain' }),
    });
    expect(errors).toEqual({
      email: applicationTexts.invalidEmail,
      phone: applicationTexts.invalidPhone,
      linkedin: applicationTexts.invalidUrl,
      portfolio: applicationTexts.invalidUrl,
      resume: applicationTexts.resumeWrongType,
    });
    expect(isValidPhone('12345')).toBe(false);
    expect(isValidPhone('(0861) 234-5678')).toBe(true);
  });
});

describe('department filter', () => {
  it('shows every opening for All and one per department', () => {
    expect(filterJobs(jobOpenings, 'All')).toHaveLength(4);
    expect(filterJobs(jobOpenings, 'Drone Technology').map((job) => job.id)).toEqual(['dre-001']);
  });
});
