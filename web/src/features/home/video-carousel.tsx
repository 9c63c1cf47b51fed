import { useState } from 'react';
import { ChevronLeft, ChevronRight, Play } from 'lucide-react';
import { videoStartIndex, wrapIndex } from './home-logic';
import type { HomePage as HomeDocument } from '@contract/entities';
import './video-carousel.css';

/** A video as the document holds it: its YouTube id (checked server-side), title and caption. */
export type Video = HomeDocument['videos'][number];

/** The embed address is built here from the id alone, never taken from stored text. */
const embedUrl = (video: Video) => `https://www.youtube-nocookie.com/embed/${encodeURIComponent(video.youtubeId)}?autoplay=1`;

/** Click-to-play: a drawn poster until the visitor asks for the video; only then does the iframe load. */
export function VideoFacade({ video }: { video: Video }) {
  const [playing, setPlaying] = useState(false);
  if (playing) {
    return (
      <iframe
        className="home-video__frame"
        src={embedUrl(video)}
        title={video.title}
        width="560"
        height="315"
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );
  }
  return (
    <button type="button" className="home-video__poster" onClick={() => setPlaying(true)} aria-label={`Play video: ${video.title}`}>
      <svg className="home-video__art" viewBox="0 0 560 315" width="560" height="315" aria-hidden="true" focusable="false">
        <rect width="560" height="315" fill="#0b1633" />
        <circle cx="470" cy="40" r="160" fill="#3d5afe" opacity="0.35" />
        <circle cx="80" cy="300" r="140" fill="#8b5cf6" opacity="0.3" />
        <g stroke="#aab8ff" strokeOpacity="0.35">
          <line x1="60" y1="60" x2="200" y2="120" />
          <line x1="200" y1="120" x2="330" y2="70" />
          <line x1="330" y1="70" x2="480" y2="150" />
          <line x1="200" y1="120" x2="260" y2="240" />
          <line x1="480" y1="150" x2="420" y2="260" />
        </g>
      </svg>
      <span className="home-video__play" aria-hidden="true">
        <Play size={30} fill="currentColor" />
      </span>
      <span className="home-video__meta">
        <span className="home-video__caption">{video.caption}</span>
        <span className="home-video__title">{video.title}</span>
      </span>
    </button>
  );
}

/** The videos (three at launch), one shown at a time; opens on the second, arrows wrap both ways (spec §4). */
export function VideoCarousel({ items }: { items: Video[] }) {
  const [current, setCurrent] = useState(videoStartIndex);
  const video = items[current];
  const move = (step: number) => setCurrent((index) => wrapIndex(index, step, items.length));
  return (
    <section className="home-video" aria-roledescription="carousel" aria-label="Company videos">
      <div className="home-video__screen">{video && <VideoFacade key={`${current} ${video.youtubeId}`} video={video} />}</div>
      <div className="home-video__controls">
        <button type="button" className="home-video__arrow" aria-label="Previous video" onClick={() => move(-1)}>
          <ChevronLeft size={22} aria-hidden="true" />
        </button>
        <div className="home-video__bars" aria-live="polite">
          <span className="visually-hidden">
            Video {current + 1} of {items.length}
          </span>
          {items.map((item, index) => (
            <span
              key={item.youtubeId}
              className="home-video__bar"
              data-testid="video-bar"
              aria-hidden="true"
              data-active={index === current ? 'true' : 'false'}
            />
          ))}
        </div>
        <button type="button" className="home-video__arrow" aria-label="Next video" onClick={() => move(1)}>
          <ChevronRight size={22} aria-hidden="true" />
        </button>
      </div>
    </section>
  );
}
