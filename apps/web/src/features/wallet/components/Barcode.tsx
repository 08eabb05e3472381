import JsBarcode from 'jsbarcode';
import { useEffect, useRef } from 'react';

/**
 * A voucher's reference as the till's scanner reads it: Code 128, drawn by JsBarcode as SVG (sharp when printed,
 * black bars on white in both colour schemes). Loaded lazily: only an OXXO voucher needs it.
 */
export default function Barcode({ value, label }: { value: string; label: string }) {
  const ref = useRef<SVGSVGElement | null>(null);
  useEffect(() => {
    if (!ref.current) return;
    JsBarcode(ref.current, value, {
      format: 'CODE128',
      displayValue: false,
      height: 72,
      width: 2,
      margin: 8,
      background: '#ffffff',
      lineColor: '#000000',
    });
  }, [value]);
  return <svg ref={ref} role="img" aria-label={label} data-barcode={value} />;
}
