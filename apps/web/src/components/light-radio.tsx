import { Input } from '@mantine/core';
import { createContext, use, useId, type ReactNode } from 'react';
import { LightChoice } from './light-choice';

type Group = { name: string; value: string; onChange: (value: string) => void };

const GroupContext = createContext<Group | null>(null);

type LightRadioGroupProps = {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
  children: ReactNode;
};

/**
 * Mantine's Radio.Group as it looks (its label above, its error below), around LightRadio buttons: the public
 * sign-up page asks one yes-or-no question, and Mantine's Radio weighs about 3.5 KiB gzipped in its first load
 * (docs/ARCHITECTURE.md, Web). The radiogroup is named by the label and described by the error.
 */
export function LightRadioGroup({ label, value, onChange, error, children }: LightRadioGroupProps) {
  const id = useId();
  return (
    <Input.Wrapper label={label} error={error} labelElement="div" labelProps={{ id: `${id}-label` }} errorProps={{ id: `${id}-error` }}>
      <div role="radiogroup" aria-labelledby={`${id}-label`} aria-describedby={error ? `${id}-error` : undefined}>
        <GroupContext value={{ name: id, value, onChange }}>{children}</GroupContext>
      </div>
    </Input.Wrapper>
  );
}

/** One choice of a LightRadioGroup, drawn as Mantine's Radio (size sm, label on the right). */
export function LightRadio({ value, label }: { value: string; label: ReactNode }) {
  const group = use(GroupContext);
  return <LightChoice type="radio" name={group?.name} value={value} label={label} checked={group?.value === value} onChange={() => group?.onChange(value)} />;
}
