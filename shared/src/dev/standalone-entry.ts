// The entry of every remote's standalone page: an async boundary, so that the shared modules (react,
// router, jotai, @fcs/shared) are negotiated before anything uses them.
import('./standalone-host');
