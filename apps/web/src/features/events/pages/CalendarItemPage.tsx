import { useParams } from 'react-router';
import { DayView } from '../components/DayView';
import { SpecialDateView } from '../components/SpecialDateView';
import { isIsoDay } from '../lib/calendar';

/** `calendario/{id}`: a day (`2028-02-29`) with what falls on it, or one special date by its id. */
export default function CalendarItemPage() {
  const { id = '' } = useParams();
  return isIsoDay(id) ? <DayView key={id} day={id} /> : <SpecialDateView key={id} id={id} />;
}
