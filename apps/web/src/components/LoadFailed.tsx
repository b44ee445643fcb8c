import { Alert, Button, type MantineRadius, Stack, Text } from '@mantine/core';

/**
 * What could not be loaded (the alert's title), why (the server's or the network's message), and a button to
 * try again. `compact` for a part of a page (a dashboard tab's figures, a members' list).
 */
export function LoadFailed({
  title,
  message,
  onRetry,
  retryLabel,
  compact,
  radius,
}: {
  title: string;
  message: string | undefined;
  onRetry: () => unknown;
  retryLabel: string;
  compact?: boolean;
  radius?: MantineRadius;
}) {
  return (
    <Alert color="red" variant="light" role="alert" title={title} {...(radius ? { radius } : {})}>
      <Stack gap={compact ? 'xs' : 'sm'} align="flex-start">
        {message && <Text size="sm">{message}</Text>}
        <Button
          {...(compact ? { size: 'xs' } : {})}
          variant="white"
          color="red"
          onClick={() => void onRetry()}
        >
          {retryLabel}
        </Button>
      </Stack>
    </Alert>
  );
}
