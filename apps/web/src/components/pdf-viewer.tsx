import { useEffect, useRef, useState } from 'react';
import { GlobalWorkerOptions, TextLayer, getDocument, type PDFDocumentProxy } from 'pdfjs-dist';
import workerSrc from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { APPLICANTS_TABLE_MESSAGES as M } from '@careers/shared';
import { Spinner } from '@/components/ui/spinner';
import './pdf-viewer.css';

// Served from our own origin (CSP: worker-src falls back to script-src 'self').
GlobalWorkerOptions.workerSrc = workerSrc;

/** One page: drawn to a canvas when it comes near the screen, with its text layer over it. */
function PdfPage({ doc, pageNumber, width }: { doc: PDFDocumentProxy; pageNumber: number; width: number }) {
  const holder = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const textRef = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<{ w: number; h: number } | undefined>();
  const [visible, setVisible] = useState(pageNumber === 1);

  useEffect(() => {
    const element = holder.current;
    if (!element || visible) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setVisible(true);
      },
      { rootMargin: '400px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible]);

  useEffect(() => {
    if (!visible || width <= 0) return;
    let cancelled = false;
    let textLayer: TextLayer | undefined;
    void (async () => {
      const page = await doc.getPage(pageNumber);
      if (cancelled) return;
      const scale = width / page.getViewport({ scale: 1 }).width;
      const viewport = page.getViewport({ scale });
      setSize({ w: viewport.width, h: viewport.height });
      const canvas = canvasRef.current;
      const container = textRef.current;
      if (!canvas || !container) return;
      const ratio = window.devicePixelRatio || 1;
      canvas.width = Math.floor(viewport.width * ratio);
      canvas.height = Math.floor(viewport.height * ratio);
      canvas.style.width = `${viewport.width}px`;
      canvas.style.height = `${viewport.height}px`;
      const context = canvas.getContext('2d');
      if (!context) return;
      await page.render({
        canvas,
        canvasContext: context,
        viewport,
        ...(ratio !== 1 ? { transform: [ratio, 0, 0, ratio, 0, 0] } : {}),
      }).promise;
      if (cancelled) return;
      container.replaceChildren();
      container.style.setProperty('--total-scale-factor', String(scale));
      textLayer = new TextLayer({ textContentSource: page.streamTextContent(), container, viewport });
      await textLayer.render();
      // pdf.js measures fonts on a canvas of its own in the body: hidden, and kept out of the accessibility tree.
      for (const measuring of document.querySelectorAll('canvas.hiddenCanvasElement')) measuring.setAttribute('aria-hidden', 'true');
    })().catch(() => undefined);
    return () => {
      cancelled = true;
      textLayer?.cancel();
    };
  }, [doc, pageNumber, visible, width]);

  return (
    <div
      ref={holder}
      data-page={pageNumber}
      className="relative mx-auto overflow-hidden bg-white shadow-sm ring-1 ring-line"
      style={{ width: size?.w ?? width, height: size?.h ?? Math.round(width * 1.294) }}
    >
      <canvas ref={canvasRef} aria-hidden="true" className="block" />
      <div ref={textRef} className="cv-text-layer" data-testid="cv-text-layer" />
    </div>
  );
}

/**
 * REC-19: a PDF (a CV; APP-14's offer letter) drawn in the page with pdf.js (lazy chunk): pages as canvases
 * as they scroll near, each with a text layer, so the text can be selected and found with the browser's
 * search. `texts` say what is loading or failed (the CV's words by default).
 */
export default function PdfViewer({
  data,
  label,
  texts = M.cv,
}: {
  data: ArrayBuffer;
  label: string;
  texts?: { loading: string; failed: string };
}) {
  const frame = useRef<HTMLDivElement>(null);
  // The document read from these bytes (a state of another CV's bytes is not shown).
  const [loaded, setLoaded] = useState<{ source: ArrayBuffer; doc?: PDFDocumentProxy; failed?: boolean } | undefined>();
  const doc = loaded?.source === data ? loaded.doc : undefined;
  const failed = loaded?.source === data && loaded.failed === true;
  const [width, setWidth] = useState(0);

  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setWidth(Math.max(200, Math.floor(element.clientWidth))));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    let cancelled = false;
    // pdf.js takes the buffer over (transfers it to the worker): hand it a copy, the cached bytes stay.
    const task = getDocument({ data: new Uint8Array(data.slice(0)), isEvalSupported: false });
    task.promise.then(
      (pdf) => {
        if (!cancelled) setLoaded({ source: data, doc: pdf });
      },
      () => {
        if (!cancelled) setLoaded({ source: data, failed: true });
      },
    );
    return () => {
      cancelled = true;
      void task.destroy();
    };
  }, [data]);

  return (
    <div ref={frame} role="region" aria-label={label} className="space-y-3">
      {failed ? (
        <p role="alert" className="text-ws-sm text-danger">
          {texts.failed}
        </p>
      ) : !doc ? (
        <p className="flex items-center gap-2 text-ws-sm text-muted">
          <Spinner className="h-4 w-4" />
          {texts.loading}
        </p>
      ) : (
        Array.from({ length: doc.numPages }, (_, i) => <PdfPage key={i} doc={doc} pageNumber={i + 1} width={width} />)
      )}
    </div>
  );
}
