import type { ComponentProps, ReactNode } from 'react';
import { useId } from 'react';
import classes from './light-choice.module.css';

export type LightChoiceProps = Omit<ComponentProps<'input'>, 'className' | 'style'> & {
  type: 'checkbox' | 'radio';
  label: ReactNode;
  /** Shown under the label and tied to the input for screen readers, as Mantine's InlineInput does. */
  error?: ReactNode;
};

const TICK = 'M4 4.586L1.707 2.293A1 1 0 1 0 .293 3.707l3 3a.997.997 0 0 0 1.414 0l5-5A1 1 0 1 0 8.293.293L4 4.586z';

/**
 * A native checkbox or radio with its label, drawn as Mantine's Checkbox and Radio are: the box or circle, its
 * tick or dot, the label beside it and the error under it. The light components of this folder build on it.
 */
export function LightChoice({ type, label, error, id, disabled, ref, ...input }: LightChoiceProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className={classes.root}>
      <div className={classes.box}>
        <input
          {...input}
          ref={ref}
          id={inputId}
          type={type}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          className={`${classes.input} mantine-focus-auto`}
        />
        {type === 'checkbox' ? (
          <svg className={classes.icon} viewBox="0 0 10 7" fill="none" aria-hidden>
            <path d={TICK} fill="currentColor" fillRule="evenodd" clipRule="evenodd" />
          </svg>
        ) : (
          <svg className={classes.icon} viewBox="0 0 5 5" aria-hidden>
            <circle cx="2.5" cy="2.5" r="2.5" fill="currentColor" />
          </svg>
        )}
      </div>
      <div className={classes.text}>
        <label className={classes.label} htmlFor={inputId} data-disabled={disabled || undefined}>
          {label}
        </label>
        {error ? (
          <p id={errorId} className={classes.error}>
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
