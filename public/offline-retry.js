// The worker's offline page (src/sw/offlinePages.ts) opens the page asked for once the
// connection returns. A file, not inline: the pages' policy allows no inline script.
addEventListener('online', () => location.reload());
