import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useId, useRef, useState, type PointerEvent as ReactPointerEvent } from "react";
import { MAX_PHOTOS } from "../../shared/constants";
import { ApiError, isNetworkError } from "../lib/api";
import { useLocale } from "../lib/useLocale";
import { isWaiting, photoKey, waitingPhoto, type FormPhoto } from "../lib/form-photos";
import { PHOTO_ACCEPT, preparePhoto, uploadPhoto } from "../lib/photo-upload";

interface Uploading {
  name: string;
  progress: number;
}

/** A pointer this far from where it went down is a drag, not a tap. */
const DRAG_START_PX = 6;

/** The photos in a new order: the one at `from` put at `to`. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item === undefined || to < 0 || to >= list.length) return [...list];
  next.splice(to, 0, item);
  return next;
}

/**
 * Reorders the photos by dragging: a mouse takes a photo anywhere, a finger by its handle (elsewhere the finger
 * scrolls the page). The order changes live as the photo passes over another, so the grid shows where it lands.
 */
function useDragOrder(photos: FormPhoto[], onChange: (photos: FormPhoto[]) => void) {
  const latest = useRef(photos);
  useEffect(() => {
    latest.current = photos;
  }, [photos]);
  const drag = useRef<{ key: string; pointerId: number; x: number; y: number; moving: boolean } | null>(null);
  const [dragging, setDragging] = useState<string | null>(null);

  const onPointerDown = (event: ReactPointerEvent<HTMLElement>, key: string) => {
    const target = event.target as HTMLElement;
    if (event.button !== 0 || target.closest("button")) return;
    if (event.pointerType !== "mouse" && !target.closest(".photo-grid__handle")) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { key, pointerId: event.pointerId, x: event.clientX, y: event.clientY, moving: false };
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLElement>) => {
    const state = drag.current;
    if (!state || state.pointerId !== event.pointerId) return;
    if (!state.moving) {
      if (Math.hypot(event.clientX - state.x, event.clientY - state.y) < DRAG_START_PX) return;
      state.moving = true;
      setDragging(state.key);
    }
    event.preventDefault();
    const over = document.elementFromPoint(event.clientX, event.clientY)?.closest<HTMLElement>("[data-photo-key]");
    const list = latest.current;
    const from = list.findIndex((photo) => photoKey(photo) === state.key);
    const to = list.findIndex((photo) => photoKey(photo) === over?.dataset.photoKey);
    if (from < 0 || to < 0 || from === to) return;
    // Pointer events come faster than renders: the next one must see this order already.
    latest.current = moved(list, from, to);
    onChange(latest.current);
  };

  const onPointerEnd = (event: ReactPointerEvent<HTMLElement>) => {
    if (drag.current?.pointerId !== event.pointerId) return;
    drag.current = null;
    setDragging(null);
  };

  return { dragging, onPointerDown, onPointerMove, onPointerEnd };
}

/**
 * Photos: shrunk in the browser (HEIC the browser cannot read goes as it is, the server converts it), uploaded
 * with a progress bar, reordered by dragging or with buttons (keyboard), the first one the cover.
 */
export function PhotoField({
  photos,
  onChange,
  onBusyChange,
}: {
  photos: FormPhoto[];
  onChange: (photos: FormPhoto[]) => void;
  /** While photos upload the ad waits: sent now, it would go without them. */
  onBusyChange: (busy: boolean) => void;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const id = useId();
  const [uploading, setUploading] = useState<Uploading[]>([]);
  const [error, setError] = useState<string | null>(null);
  const order = useDragOrder(photos, onChange);
  const count = photos.length;
  const room = MAX_PHOTOS - count - uploading.length;

  async function add(files: FileList | null) {
    if (!files) return;
    setError(null);
    const chosen = Array.from(files).slice(0, Math.max(0, room));
    if (files.length > chosen.length) setError(t`Можно не больше ${MAX_PHOTOS} фото: лишние не добавлены.`);
    let current = photos;
    onBusyChange(true);
    for (const file of chosen) {
      const name = file.name;
      setUploading((list) => [...list, { name, progress: 0 }]);
      let blob: Blob | null = null;
      try {
        blob = await preparePhoto(file);
        // Offline the shrunk file waits on this device and goes with the ad once there is a connection.
        const photo = navigator.onLine
          ? await uploadPhoto(locale, blob, (progress) =>
              setUploading((list) => list.map((item) => (item.name === name ? { ...item, progress } : item))),
            )
          : waitingPhoto(blob);
        current = [...current, photo];
        onChange(current);
      } catch (failure) {
        if (isNetworkError(failure) && blob) {
          current = [...current, waitingPhoto(blob)];
          onChange(current);
        } else if (failure instanceof ApiError) setError(failure.message);
        else setError(t`Не удалось прочитать файл ${name}. Выберите фото в формате JPEG, PNG, WebP или HEIC.`);
      } finally {
        setUploading((list) => list.filter((item) => item.name !== name));
      }
    }
    onBusyChange(false);
  }

  const move = (index: number, to: number) => onChange(moved(photos, index, to));

  return (
    <fieldset className="form-section">
      <legend className="form-section__title">
        <Trans>Фотографии</Trans>
      </legend>
      <p className="field__hint" id={`${id}-hint`}>
        <Trans>
          До {MAX_PHOTOS} фото: JPEG, PNG, WebP или HEIC. Первое фото — обложка объявления; перетащите фото или
          переставьте его стрелками.
        </Trans>
      </p>
      <p className="photo-count" id={`${id}-count`} aria-live="polite">
        {count >= MAX_PHOTOS ? (
          <Trans>
            Добавлено {count} из {MAX_PHOTOS} — больше нельзя. Удалите фото, чтобы добавить другое.
          </Trans>
        ) : (
          <Trans>
            Добавлено {count} из {MAX_PHOTOS}
          </Trans>
        )}
      </p>
      {count > 0 ? (
        <ol className="photo-grid">
          {photos.map((photo, index) => {
            const key = photoKey(photo);
            const number = index + 1;
            return (
              <li
                key={key}
                data-photo-key={key}
                className={order.dragging === key ? "photo-grid__item photo-grid__item--dragging" : "photo-grid__item"}
                onPointerDown={(event) => order.onPointerDown(event, key)}
                onPointerMove={order.onPointerMove}
                onPointerUp={order.onPointerEnd}
                onPointerCancel={order.onPointerEnd}
              >
                <PhotoThumb photo={photo} number={number} />
                {index === 0 ? (
                  <span className="photo-grid__cover">
                    <Trans>Обложка</Trans>
                  </span>
                ) : null}
                <span className="photo-grid__handle" title={t`Перетащите, чтобы переставить`} aria-hidden="true">
                  ⠿
                </span>
                <span className="photo-grid__actions">
                  {index > 0 ? (
                    <button
                      type="button"
                      className="icon-button"
                      onClick={() => move(index, 0)}
                      aria-label={t`Сделать фото ${number} обложкой`}
                    >
                      ★
                    </button>
                  ) : null}
                  {index > 0 ? (
                    <button
                      type="button"
                      className="icon-button"
                      onClick={() => move(index, index - 1)}
                      aria-label={t`Переместить фото ${number} левее`}
                    >
                      ←
                    </button>
                  ) : null}
                  {index < count - 1 ? (
                    <button
                      type="button"
                      className="icon-button"
                      onClick={() => move(index, index + 1)}
                      aria-label={t`Переместить фото ${number} правее`}
                    >
                      →
                    </button>
                  ) : null}
                  <button
                    type="button"
                    className="icon-button"
                    onClick={() => onChange(photos.filter((other) => other !== photo))}
                    aria-label={t`Удалить фото ${number}`}
                  >
                    ×
                  </button>
                </span>
              </li>
            );
          })}
        </ol>
      ) : null}
      {uploading.map((item) => (
        <div key={item.name} className="upload-progress">
          <span>{item.name}</span>
          <progress max={1} value={item.progress} aria-label={t`Загрузка фото`} />
        </div>
      ))}
      {room > 0 ? (
        <label className="button button--secondary photo-add">
          <input
            type="file"
            accept={PHOTO_ACCEPT}
            multiple
            className="visually-hidden"
            aria-describedby={`${id}-hint ${id}-count`}
            onChange={(event) => {
              void add(event.target.files);
              event.target.value = "";
            }}
          />
          <Trans>Добавить фото</Trans>
        </label>
      ) : null}
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** A photo's thumbnail: from the server, or from the file waiting on this device (with a note saying so). */
function PhotoThumb({ photo, number }: { photo: FormPhoto; number: number }) {
  const { t } = useLingui();
  const alt = t`Фото ${number}`;
  if (!isWaiting(photo)) {
    return <img src={photo.thumb_url} alt={alt} width={160} height={120} loading="lazy" draggable={false} />;
  }
  return (
    <>
      <WaitingImage blob={photo.blob} alt={alt} />
      <span className="photo-grid__waiting">
        <Trans>Загрузится, когда появится связь</Trans>
      </span>
    </>
  );
}

/** The file shown from memory; its object URL is released with the image. */
function WaitingImage({ blob, alt }: { blob: Blob; alt: string }) {
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const url = URL.createObjectURL(blob);
    if (image.current) image.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [blob]);
  return <img ref={image} alt={alt} width={160} height={120} draggable={false} />;
}
