// Sign-in and sign-up values, rules and texts (spec §3, §5, §8).

export interface SignInValues {
  email: string;
  password: string;
}

export interface SignUpValues {
  name: string;
  email: string;
  password: string;
}

export const minPasswordLength = 6;

export const authTexts = {
  required: 'This field is required',
  invalidEmail: 'Please enter a valid email address',
  shortPassword: `Password must be at least ${minPasswordLength} characters`,
  loginSuccess: 'Login successful!',
  loginFailure: 'Login failed. Check email and password.',
  signUpSuccess: 'Registration successful! Please check your email to verify.',
  signUpFailure: 'Registration failed. Please try again.',
  registrationClosed: 'Registration is closed. New accounts cannot be created at the moment.',
} as const;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function emailError(value: string): string | null {
  if (!value.trim()) return authTexts.required;
  return emailPattern.test(value.trim()) ? null : authTexts.invalidEmail;
}

export function validateSignIn(values: SignInValues): Partial<Record<keyof SignInValues, string>> {
  const errors: Partial<Record<keyof SignInValues, string>> = {};
  const email = emailError(values.email);
  if (email) errors.email = email;
  if (!values.password) errors.password = authTexts.required;
  return errors;
}

export function validateSignUp(values: SignUpValues): Partial<Record<keyof SignUpValues, string>> {
  const errors: Partial<Record<keyof SignUpValues, string>> = {};
  if (!values.name.trim()) errors.name = authTexts.required;
  const email = emailError(values.email);
  if (email) errors.email = email;
  if (!values.password) errors.password = authTexts.required;
  else if (values.password.length < minPasswordLength) errors.password = authTexts.shortPassword;
  return errors;
}
