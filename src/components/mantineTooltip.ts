// The chunk DeferredTooltip loads.
export { Tooltip } from '@mantine/core';
