// An async boundary, so that the shared modules (react, router, jotai, @fcs/shared) are negotiated
// before anything uses them.
import('./bootstrap');
