import { describe, expect, it } from 'vitest';
import { authTexts, validateSignIn, validateSignUp } from './model';

describe('sign-in rules', () => {
  it('requires email and password', () => {
    expect(validateSignIn({ email: '', password: '' })).toEqual({
      email: authTexts.required,
      password: authTexts.required,
    });
  });

  it('checks the e-mail looks like one', () => {
    expect(validateSignIn({ email: 'customer@', password: 'x' })).toEqual({
      email: authTexts.invalidEmail,
    });
    expect(validateSignIn({ email: 'customer@example.com', password: 'x' })).toEqual({});
  });
});

describe('sign-up rules', () => {
  it('requires full name, email and password', () => {
    expect(validateSignUp({ name: ' ', email: '', password: '' })).toEqual({
      name: authTexts.required,
      email: authTexts.required,
      password: authTexts.required,
    });
  });

  it('asks for the backend minimum password length', () => {
    expect(validateSignUp({ name: 'A', email: 'a@b.co', password: '12345' }).password).toBe(
      authTexts.shortPassword,
    );
    expect(validateSignUp({ name: 'A', email: 'a@b.co', password: '123456' })).toEqual({});
  });
});
