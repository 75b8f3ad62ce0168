// The real visitors module's public face (issue 28): reports counted in, the back office's summary.
export { recordReport, vitalsSummary, type VitalsReport } from './real-visitors.ts';
