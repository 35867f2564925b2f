// Zod, set up for the page. Zod 4 compiles object schemas with `new Function` where it may; the
// page's Content-Security-Policy has no 'unsafe-eval', so that attempt was refused, and reported
// as a violation, on every page that checked a stored record. The page's schemas import `z` from
// here, which turns that attempt off before any of them parses anything.
import { z } from 'zod';

z.config({ jitless: true });

export { z };
