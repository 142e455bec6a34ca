export { useDateTimeFormat } from '@/lib/use-date-time-format';
