import { Notifications } from '@mantine/notifications';
import { TIMERS } from '@tifo/contract';

/** Where toasts appear (its own chunk: see App.tsx). */
export default function Toasts() {
  return <Notifications position="top-right" autoClose={TIMERS.toastMs} zIndex={1000} />;
}
