import { useState, type CSSProperties, type ReactNode, type TransitionEvent } from 'react';
import classes from './light-collapse.module.css';

type LightCollapseProps = { expanded: boolean; transitionDuration: number; children: ReactNode };

/**
 * Mantine's Collapse, done by CSS: the content stays mounted, hidden once folded, as Mantine's is by default (the
 * filters behind the phone's button load and keep their state while folded). The public search folds its filters
 * on phones, and Mantine's Collapse with its height script weighs about 1.5 KiB gzipped in that page's first load
 * (docs/ARCHITECTURE.md, Web).
 */
export function LightCollapse({ expanded, transitionDuration, children }: LightCollapseProps) {
  const [wasExpanded, setWasExpanded] = useState(expanded);
  const [folding, setFolding] = useState(false);
  if (expanded !== wasExpanded) {
    setWasExpanded(expanded);
    setFolding(!expanded && transitionDuration > 0);
  }
  const folded = (event: TransitionEvent) => {
    if (event.target === event.currentTarget && event.propertyName === 'grid-template-rows') setFolding(false);
  };
  return (
    <div className={classes.fold} data-open={expanded || undefined} hidden={!expanded && !folding} style={{ '--fold-duration': `${transitionDuration}ms` } as CSSProperties} onTransitionEnd={folded}>
      <div className={classes.inner}>{children}</div>
    </div>
  );
}
