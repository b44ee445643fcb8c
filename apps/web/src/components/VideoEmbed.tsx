import { AspectRatio, Box, Stack, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../pages/info/info.css';

export interface VideoEmbedProps {
  /** YouTube video id (11 characters). */
  videoId: string;
  /** Translated title: shown on the poster, and the iframe's accessible name. */
  title: string;
  /** Length in minutes, shown on the poster. */
  minutes?: number;
}

/** Only YouTube's privacy-enhanced host; the iframe is created after the click. */
export function youtubeEmbedUrl(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`;
}

/**
 * A privacy-friendly video: a local poster with a play button; nothing is requested from YouTube until
 * the visitor clicks. The note under it says so.
 */
export function VideoEmbed({ videoId, title, minutes }: VideoEmbedProps) {
  const { t } = useTranslation('media');
  const [playing, setPlaying] = useState(false);
  return (
    <Stack gap={8} component="figure" m={0} aria-label={t('label', { title })}>
      <AspectRatio ratio={16 / 9} className="video-embed">
        {playing ? (
          <iframe
            src={youtubeEmbedUrl(videoId)}
            title={title}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            className="video-embed__frame"
          />
        ) : (
          <UnstyledButton
            className="video-embed__poster"
            onClick={() => setPlaying(true)}
            aria-label={t('play', { title })}
          >
            <svg className="video-embed__pattern" viewBox="0 0 160 90" aria-hidden="true" focusable="false">
              <rect x="8" y="8" width="144" height="74" rx="2" />
              <line x1="80" y1="8" x2="80" y2="82" />
              <circle cx="80" cy="45" r="14" />
              <rect x="8" y="27" width="18" height="36" />
              <rect x="134" y="27" width="18" height="36" />
            </svg>
            <span className="video-embed__play" aria-hidden="true">
              <svg viewBox="0 0 24 24" width="34" height="34" aria-hidden="true" focusable="false">
                <path d="M8 5.5v13l11-6.5z" fill="currentColor" />
              </svg>
            </span>
            <Box className="video-embed__caption" aria-hidden="true">
              <Text fw={800} c="white" fz={{ base: 'md', sm: 'xl' }} lh={1.2}>
                {title}
              </Text>
              {minutes !== undefined && (
                <Text c="gray.2" size="sm" mt={4}>
                  {t('duration', { minutes })}
                </Text>
              )}
            </Box>
          </UnstyledButton>
        )}
      </AspectRatio>
      <Text component="figcaption" size="xs" c="dimmed">
        {t('consent')}
      </Text>
    </Stack>
  );
}
