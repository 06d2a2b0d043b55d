import { ActionIcon, type ActionIconProps } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useLocation } from 'react-router';
import { LazyTooltip } from '../../../components/lazy-tooltip';
import { openGlobalModal } from '../../../lib/global-modals';
import { useSession } from '../../../lib/session-context';
import { useToggleFavourite } from '../api/toggle-favourite';

type FavouriteButtonProps = {
  propertyId: number;
  favourite: boolean;
  size?: ActionIconProps['size'];
  variant?: ActionIconProps['variant'];
  /**
   * The detail page's one heart names itself in a tooltip. A list's hearts use the browser's own title instead:
   * a tooltip per card is drawn again once its script arrives, a second render of every card on a first visit.
   */
  tooltip?: boolean;
};

/** The heart on every card and on the detail page. A visitor is asked to sign in first. */
export function FavouriteButton({ propertyId, favourite, size = 'lg', variant = 'white', tooltip = false }: FavouriteButtonProps) {
  const { isLive } = useSession();
  const location = useLocation();
  const toggle = useToggleFavourite();
  const label = favourite ? 'Remove from favourites' : 'Add to favourites';

  const heart = (
    <ActionIcon
      size={size}
      radius="xl"
      variant={variant}
      color="red"
      aria-label={label}
      title={tooltip ? undefined : label}
      aria-pressed={favourite}
      onClick={(event) => {
        // Cards are links; the heart must not open the listing as well.
        event.preventDefault();
        event.stopPropagation();
        if (!isLive) {
          openGlobalModal('login', { referrer: location.pathname + location.search });
          return;
        }
        toggle.mutate({ propertyId, favourite: !favourite });
      }}
    >
      {favourite ? <IconHeartFilled size={20} aria-hidden /> : <IconHeart size={20} aria-hidden />}
    </ActionIcon>
  );
  return tooltip ? (
    <LazyTooltip label={label} withArrow openDelay={400}>
      {heart}
    </LazyTooltip>
  ) : (
    heart
  );
}
