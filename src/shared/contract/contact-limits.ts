/**
 * The contact message's bounds (what the form says under the field), apart from the schemas: a form shows them
 * without loading the schemas' code (zod), which it loads when it first checks what was typed.
 */
export const CONTACT_MESSAGE_MIN = 5;
export const CONTACT_MESSAGE_MAX = 255;
