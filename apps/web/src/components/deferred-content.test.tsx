import { act, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { DeferredContent } from './deferred-content';

/** Records each time it is put on screen (a commit that mounts it), by name. */
function Probe({ name, shown }: { name: string; shown: string[] }) {
  useLayoutEffect(() => {
    shown.push(name);
  }, [name, shown]);
  return <p>{name}</p>;
}

describe('DeferredContent', () => {
  it('commits the placeholder first on mount, then the content in a later render', async () => {
    const shown: string[] = [];
    await act(async () => {
      render(
        <DeferredContent placeholder={<Probe name="loading" shown={shown} />}>
          <Probe name="cards" shown={shown} />
        </DeferredContent>,
      );
    });
    expect(shown).toEqual(['loading', 'cards']);
    expect(screen.getByText('cards')).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
  });

  it('keeps the content on screen through the update that brings new content, then draws the new content', async () => {
    // What the page around the content sees when it commits: its own value, and the content shown beside it.
    const seen: string[] = [];
    function Page({ value }: { value: number }) {
      useLayoutEffect(() => {
        seen.push(`${value}:${document.querySelector('[data-content]')?.textContent}`);
      });
      return (
        <DeferredContent placeholder={<p data-content>loading</p>}>
          <p data-content>content {value}</p>
        </DeferredContent>
      );
    }
    const view = render(<Page value={1} />);
    await act(async () => {});
    await act(async () => view.rerender(<Page value={2} />));
    // The update commits with the earlier content still shown; the new content follows in its own render.
    expect(seen).toEqual(['1:loading', '2:content 1']);
    expect(screen.getByText('content 2')).toBeInTheDocument();
  });
});
