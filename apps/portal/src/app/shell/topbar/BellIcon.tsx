import { IconBell } from '@platform/ui';

/** The letters entry's icon, on its own so the kit's icon set loads after the first render. */
export default function BellIcon() {
  return <IconBell />;
}
