import { Button } from '@mantine/core';
import { useCallback, useState } from 'react';
import { usePrefersReducedMotion } from '../components/usePrefersReducedMotion';
import classes from './drones.module.css';

/**
 * The full-screen background video of /drones. Autoplays muted and looping;
 * with reduced motion only the poster is shown. A button pauses it.
 */
export function HeroVideo({ src, poster }: { src: string; poster: string }) {
  const reducedMotion = usePrefersReducedMotion();
  const [paused, setPaused] = useState(false);
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);

  // React does not reflect `muted` as an attribute; set it before playing so
  // autoplay policies always allow the video.
  const attach = useCallback((element: HTMLVideoElement | null) => {
    if (element) {
      element.muted = true;
      element.play().catch(() => {
        /* Autoplay refused: the poster stays. */
      });
    }
    setVideo(element);
  }, []);

  if (reducedMotion) {
    return <img className={classes.heroVideo} src={poster} alt="" width={1600} height={900} />;
  }

  const toggle = () => {
    if (!video) return;
    if (video.paused) {
      video.play().catch(() => {});
      setPaused(false);
    } else {
      video.pause();
      setPaused(true);
    }
  };

  return (
    <>
      <video
        ref={attach}
        className={classes.heroVideo}
        autoPlay
        muted
        loop
        playsInline
        poster={poster}
        preload="metadata"
        aria-hidden="true"
        tabIndex={-1}
        data-testid="drones-hero-video"
      >
        <source src={src} type="video/mp4" />
      </video>
      <Button
        className={classes.videoToggle}
        variant="default"
        size="xs"
        radius="xl"
        onClick={toggle}
        aria-label={paused ? 'Play background video' : 'Pause background video'}
      >
        {paused ? 'Play video' : 'Pause video'}
      </Button>
    </>
  );
}
