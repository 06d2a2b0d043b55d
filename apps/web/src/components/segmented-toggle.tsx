import { Box, type BoxProps } from '@mantine/core';
import { useId } from 'react';
import classes from './segmented-toggle.module.css';

type SegmentedToggleProps<Value extends string> = BoxProps & {
  value: Value;
  onChange: (value: Value) => void;
  data: readonly { value: Value; label: string }[];
  size?: 'xs' | 'sm';
  disabled?: boolean;
} & ({ 'aria-label': string } | { 'aria-labelledby': string });

/**
 * A choice between a few views drawn as Mantine's SegmentedControl, built on native radio buttons: the same
 * radiogroup, labels and arrow keys, without the control's script (about 3 KiB gzipped), which public pages
 * cannot carry in their first load (docs/ARCHITECTURE.md, Web).
 */
export function SegmentedToggle<Value extends string>({ value, onChange, data, size = 'sm', disabled = false, ...others }: SegmentedToggleProps<Value>) {
  const name = useId();
  return (
    <Box role="radiogroup" className={classes.root} data-size={size} {...others}>
      {data.map((item) => (
        <div key={item.value} className={classes.control} data-active={item.value === value || undefined}>
          <input
            className={classes.input}
            type="radio"
            name={name}
            id={`${name}-${item.value}`}
            value={item.value}
            checked={item.value === value}
            disabled={disabled}
            onChange={() => onChange(item.value)}
          />
          <label className={classes.label} htmlFor={`${name}-${item.value}`}>
            {item.label}
          </label>
        </div>
      ))}
    </Box>
  );
}
