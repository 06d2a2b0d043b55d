import { ActionIcon, Center, Group, Loader, Text, UnstyledButton } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useFreeDays } from '../api/booking-settings-api';
import classes from './month-days.module.css';

type Props = { agentId: number; interval: number; today: string; value: string; onChange: (date: string) => void };

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const pad = (value: number) => String(value).padStart(2, '0');
const monthOf = (date: string) => date.slice(0, 7);
function shiftMonth(month: string, by: number): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const shifted = new Date(Date.UTC(year, number - 1 + by, 1));
  return `${shifted.getUTCFullYear()}-${pad(shifted.getUTCMonth() + 1)}`;
}
const utcDay = (date: string) => new Date(`${date}T12:00:00Z`);
const monthTitle = (month: string) => utcDay(`${month}-01`).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const dayName = (date: string) => utcDay(date).toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });

/**
 * The booking page's month: each day is a button, and a day with no free time left (fully booked, closed by the
 * agent's notice, or past) is greyed out and cannot be chosen. The server says which days are free, by the
 * same rule as the free times. When the chosen day turns out to be full, the month's first free day is taken.
 */
export function MonthDays({ agentId, interval, today, value, onChange }: Props) {
  const [month, setMonth] = useState(monthOf(value || today));
  const freeDays = useFreeDays(agentId, month, interval);
  const free = new Set(freeDays.data?.free_dates ?? []);
  const firstFree = freeDays.data?.free_dates[0];
  useEffect(() => {
    if (firstFree && monthOf(value) === month && !freeDays.data?.free_dates.includes(value)) onChange(firstFree);
  }, [firstFree, month, value, freeDays.data, onChange]);

  const [year, number] = month.split('-').map(Number) as [number, number];
  const days = new Date(Date.UTC(year, number, 0)).getUTCDate();
  const lead = new Date(Date.UTC(year, number - 1, 1)).getUTCDay();
  const dates = Array.from({ length: days }, (_, index) => `${month}-${pad(index + 1)}`);

  return (
    <div role="group" aria-label="Date">
      <Group justify="space-between" mb="xs">
        <ActionIcon variant="subtle" aria-label="Previous month" disabled={month <= monthOf(today)} onClick={() => setMonth(shiftMonth(month, -1))}>
          ‹
        </ActionIcon>
        <Text fw={600} aria-live="polite">
          {monthTitle(month)}
        </Text>
        <ActionIcon variant="subtle" aria-label="Next month" onClick={() => setMonth(shiftMonth(month, 1))}>
          ›
        </ActionIcon>
      </Group>
      <div className={classes.grid}>
        {WEEKDAYS.map((weekday) => (
          <Text key={weekday} size="xs" c="dimmed" ta="center" aria-hidden>
            {weekday}
          </Text>
        ))}
        {Array.from({ length: lead }, (_, index) => (
          <span key={`lead-${index}`} />
        ))}
        {dates.map((date) => {
          const isFree = free.has(date);
          const full = !isFree && date >= today && freeDays.isSuccess;
          const selected = date === value;
          return (
            <UnstyledButton
              key={date}
              className={classes.day}
              data-selected={selected || undefined}
              data-full={full || undefined}
              disabled={!isFree}
              aria-pressed={selected}
              aria-label={`${dayName(date)}${full ? ', fully booked' : ''}`}
              onClick={() => onChange(date)}
            >
              {Number(date.slice(8))}
            </UnstyledButton>
          );
        })}
      </div>
      {freeDays.isPending ? (
        <Center py={4}>
          <Loader size="xs" role="status" aria-label="Loading free days" />
        </Center>
      ) : freeDays.isSuccess && free.size === 0 ? (
        <Text size="sm" c="dimmed" mt="xs">
          No free days this month. Try the next one.
        </Text>
      ) : freeDays.isError ? (
        <Text size="sm" c="red" mt="xs" role="alert">
          The free days could not be loaded. Please try again.
        </Text>
      ) : null}
    </div>
  );
}
