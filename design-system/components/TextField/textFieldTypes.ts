/**
 * The input types a text field offers: each brings the matching phone keyboard and, for `email`, the
 * browser's own format check. The component, the stories and the tests all read this list.
 */
export const textFieldTypes = ['text', 'email', 'tel'] as const;

export type TextFieldType = (typeof textFieldTypes)[number];
