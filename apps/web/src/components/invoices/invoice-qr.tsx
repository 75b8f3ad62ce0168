import { useMemo } from 'react';
import { encode } from 'uqr';

/**
 * The invoice's QR code (ZATCA, phase 1: the base64 TLV) drawn as SVG squares by React, so no markup
 * from a string is ever inserted. uqr makes the matrix (named in the commit that added it).
 */
export function InvoiceQr({ value, size = 160, label }: { value: string; size?: number; label: string }) {
  const { data, size: cells } = useMemo(() => encode(value, { ecc: 'M', border: 2 }), [value]);
  const path = useMemo(() => {
    let d = '';
    data.forEach((row, y) => row.forEach((on, x) => on && (d += `M${x} ${y}h1v1h-1z`)));
    return d;
  }, [data]);
  return (
    <svg role="img" aria-label={label} width={size} height={size} viewBox={`0 0 ${cells} ${cells}`} shapeRendering="crispEdges">
      <rect width={cells} height={cells} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
