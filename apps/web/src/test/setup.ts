import { configure } from '@testing-library/dom';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

// findBy… and waitFor wait up to 5 s instead of 1 s: on a busy 2-core machine a lazily imported module
// (the toast library, a route's chunk) can take longer than a second to arrive; a test still fails
// when what it waits for never comes.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// jsdom has <dialog> but not its modal methods: enough of them for components that use showModal (PRO-3's dialogs).
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
