import { LoaderCircle } from 'lucide-react';
import '../../../components/forms/forms.css';
import './admin-spin.css';

/** The admin's loading mark: the site's one spin (.spin in forms.css) at the admin's pace, still where motion is reduced. */
export function SpinIcon({ size }: { size: number }) {
  return <LoaderCircle aria-hidden="true" width={size} height={size} className="spin admin-spin" />;
}
