/**
 * Enough of XMLHttpRequest to play a server answering an upload (uploadRequest uses XHR for its
 * progress events). Set `answer` (or `respond` to answer per request), stub it with
 * vi.stubGlobal('XMLHttpRequest', FakeXhr).
 */
export class FakeXhr {
  static answer: { status: number; body: unknown } = { status: 200, body: {} };
  /** When set, answers each request from what it sent (e.g. echoing an uploaded file's name). */
  static respond: ((xhr: FakeXhr) => { status: number; body: unknown }) | undefined;
  static last: FakeXhr | undefined;
  headers: Record<string, string> = {};
  method = '';
  url = '';
  sent: unknown;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader() {
    return null;
  }
  abort() {
    this.onabort?.();
  }
  send(body: unknown) {
    FakeXhr.last = this;
    this.sent = body;
    this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
    const answer = FakeXhr.respond?.(this) ?? FakeXhr.answer;
    this.status = answer.status;
    this.responseText = JSON.stringify(answer.body);
    queueMicrotask(() => this.onload?.());
  }
}
