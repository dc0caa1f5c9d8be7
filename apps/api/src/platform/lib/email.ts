/** E-mail addresses are compared trimmed and lower-cased (the shared schema trims). */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();
