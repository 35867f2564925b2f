// The job application form: values, rules and texts (spec §3, §5).
import type { Department, JobOpening } from '../../../content/jobs';

export interface ApplicationValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  resume: File | null;
  coverLetter: string;
  linkedin: string;
  portfolio: string;
}

export const emptyApplication: ApplicationValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  resume: null,
  coverLetter: '',
  linkedin: '',
  portfolio: '',
};

export const maxResumeBytes = 10 * 1024 * 1024;

export const applicationTexts = {
  required: 'This field is required',
  invalidEmail: 'Please enter a valid email address',
  invalidPhone: 'Please enter a valid phone number',
  invalidUrl: 'Please enter a valid URL starting with http:// or https://',
  resumeHint: 'PDF, DOC up to 10MB',
  resumeTooLarge: 'The file is larger than 10MB. Please choose a smaller file.',
  resumeWrongType: 'Please choose a PDF, DOC or DOCX file.',
  submitted: 'Application submitted successfully!',
  submittedDetail: 'Thank you for applying. Our hiring team will contact you soon.',
  failed: 'Your application could not be saved. Please try again.',
} as const;

export type DepartmentFilter = 'All' | Department;

export function filterJobs(jobs: JobOpening[], department: DepartmentFilter): JobOpening[] {
  return department === 'All' ? jobs : jobs.filter((job) => job.department === department);
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  return emailPattern.test(value.trim());
}

/** Digits, spaces, +, -, parentheses and dots; 7 to 15 digits. */
export function isValidPhone(value: string): boolean {
  const trimmed = value.trim();
  if (!/^[+\d\s().-]+$/.test(trimmed)) return false;
  const digits = trimmed.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}

/** An absolute http(s) URL with a real host name. */
export function isValidHttpUrl(value: string): boolean {
  const trimmed = value.trim();
  if (/\s/.test(trimmed)) return false;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  return url.hostname === 'localhost' || /^[^.]+(\.[^.]+)+$/.test(url.hostname);
}

/** Optional URL fields: empty is fine, anything else must be a valid http(s) URL. */
export function optionalUrlError(value: string): string | null {
  if (!value.trim()) return null;
  return isValidHttpUrl(value) ? null : applicationTexts.invalidUrl;
}

const resumeExtensions = ['pdf', 'doc', 'docx'];
const resumeMimeTypes = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
];

/** Accept attribute for the file picker. */
export const resumeAccept = [...resumeExtensions.map((ext) => `.${ext}`), ...resumeMimeTypes].join(
  ',',
);

/** Résumé rule: optional; a PDF, DOC or DOCX (by extension or type) of at most 10 MB. */
export function resumeError(file: Pick<File, 'name' | 'size' | 'type'> | null): string | null {
  if (!file) return null;
  const extension = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : '';
  const typeOk =
    resumeExtensions.includes(extension) ||
    (file.type !== '' && resumeMimeTypes.includes(file.type));
  if (!typeOk) return applicationTexts.resumeWrongType;
  if (file.size > maxResumeBytes) return applicationTexts.resumeTooLarge;
  return null;
}

export type ApplicationErrors = Partial<Record<keyof ApplicationValues, string>>;

export function validateApplication(values: ApplicationValues): ApplicationErrors {
  const errors: ApplicationErrors = {};
  const required = ['firstName', 'lastName', 'email', 'phone', 'coverLetter'] as const;
  for (const field of required) {
    if (!values[field].trim()) errors[field] = applicationTexts.required;
  }
  if (!errors.email && !isValidEmail(values.email)) errors.email = applicationTexts.invalidEmail;
  if (!errors.phone && !isValidPhone(values.phone)) errors.phone = applicationTexts.invalidPhone;
  const resume = resumeError(values.resume);
  if (resume) errors.resume = resume;
  const linkedin = optionalUrlError(values.linkedin);
  if (linkedin) errors.linkedin = linkedin;
  const portfolio = optionalUrlError(values.portfolio);
  if (portfolio) errors.portfolio = portfolio;
  return errors;
}
