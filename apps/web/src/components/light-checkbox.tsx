import { LightChoice, type LightChoiceProps } from './light-choice';

/**
 * Mantine's Checkbox as it looks (size sm, label on the right), on a native input: the public sign-up and
 * signing pages show one box each, and Mantine's component with its InlineInput weighs about 3.5 KiB gzipped
 * in their first load (docs/ARCHITECTURE.md, Web). Takes react-hook-form's register() as it is.
 */
export function LightCheckbox(props: Omit<LightChoiceProps, 'type'>) {
  return <LightChoice {...props} type="checkbox" />;
}
