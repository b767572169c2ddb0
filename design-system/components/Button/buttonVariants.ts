/** Every look a button can take. The recipe, the stories and the tests all read this list. */
export const buttonVariants = [
  'default',
  'destructive',
  'outline',
  'secondary',
  'ghost',
  'link',
  'hero',
  'cta',
  'emergency',
] as const;

export const buttonSizes = ['default', 'sm', 'lg', 'xl', 'icon'] as const;

export type ButtonVariant = (typeof buttonVariants)[number];
export type ButtonSize = (typeof buttonSizes)[number];
