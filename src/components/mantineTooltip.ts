// The chunk TooltipAfterPaint loads.
export { Tooltip } from '@mantine/core';
