/** The router state the password form hands the login page once a password is set (ACC-11, REC-16). */
export interface PasswordSetState {
  passwordSet: true;
}

/** Whether the login page was opened right after a password was set. */
export const passwordWasSet = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && 'passwordSet' in state && state.passwordSet === true;
