import { useTranslation } from 'react-i18next';

/**
 * Switzerland drawn from coordinates (WGS84 longitude/latitude), projected into a 100 × 65 viewBox —
 * no map tiles, works offline. The border is simplified to about 70 points.
 */
const WEST = 5.9;
const EAST = 10.55;
const NORTH = 47.85;
const SOUTH = 45.78;
export const MAP_HEIGHT = 65;

export function project(lon: number, lat: number): [number, number] {
  const x = ((lon - WEST) / (EAST - WEST)) * 100;
  const y = ((NORTH - lat) / (NORTH - SOUTH)) * MAP_HEIGHT;
  return [Math.round(x * 100) / 100, Math.round(y * 100) / 100];
}

/** Clockwise from Basel. */
const BORDER: readonly [number, number][] = [
  [7.59, 47.59],
  [7.68, 47.56],
  [7.8, 47.56],
  [7.92, 47.55],
  [8.06, 47.56],
  [8.23, 47.61],
  [8.3, 47.59],
  [8.42, 47.57],
  [8.47, 47.6],
  [8.56, 47.63],
  [8.5, 47.68],
  [8.6, 47.76],
  [8.62, 47.8],
  [8.7, 47.77],
  [8.77, 47.72],
  [8.86, 47.68],
  [9.0, 47.67],
  [9.17, 47.66],
  [9.38, 47.56],
  [9.5, 47.49],
  [9.65, 47.45],
  [9.59, 47.35],
  [9.53, 47.27],
  [9.49, 47.18],
  [9.52, 47.1],
  [9.61, 47.06],
  [9.87, 47.01],
  [10.02, 46.95],
  [10.12, 46.85],
  [10.23, 46.87],
  [10.35, 46.99],
  [10.49, 46.94],
  [10.47, 46.84],
  [10.45, 46.74],
  [10.47, 46.62],
  [10.3, 46.56],
  [10.18, 46.63],
  [10.09, 46.57],
  [10.1, 46.42],
  [10.17, 46.25],
  [10.05, 46.23],
  [9.95, 46.38],
  [9.72, 46.3],
  [9.54, 46.31],
  [9.45, 46.5],
  [9.29, 46.5],
  [9.25, 46.42],
  [9.17, 46.17],
  [9.02, 46.05],
  [9.1, 45.92],
  [9.02, 45.82],
  [8.91, 45.83],
  [8.92, 45.92],
  [8.82, 46.0],
  [8.72, 46.1],
  [8.61, 46.13],
  [8.45, 46.25],
  [8.47, 46.44],
  [8.37, 46.45],
  [8.08, 46.26],
  [7.98, 46.0],
  [7.86, 45.92],
  [7.54, 45.98],
  [7.2, 45.87],
  [7.04, 45.92],
  [6.8, 46.13],
  [6.8, 46.43],
  [6.52, 46.46],
  [6.24, 46.35],
  [6.12, 46.14],
  [5.96, 46.14],
  [6.05, 46.25],
  [6.12, 46.4],
  [6.06, 46.42],
  [6.17, 46.61],
  [6.43, 46.77],
  [6.46, 46.87],
  [6.7, 47.04],
  [6.89, 47.2],
  [6.99, 47.3],
  [6.94, 47.43],
  [7.13, 47.5],
  [7.2, 47.44],
  [7.38, 47.43],
  [7.5, 47.48],
];

const OUTLINE = BORDER.map(([lon, lat]) => project(lon, lat).join(',')).join(' ');

/** Larger lakes as simple ellipses: centre, radii in viewBox units, rotation. */
const LAKES = [
  { key: 'geneva', lon: 6.55, lat: 46.43, rx: 6.2, ry: 1.4, rotate: -12 },
  { key: 'neuchatel', lon: 6.85, lat: 46.9, rx: 3.6, ry: 0.9, rotate: 38 },
  { key: 'constance', lon: 9.3, lat: 47.6, rx: 3.6, ry: 1.2, rotate: -30 },
  { key: 'zurich', lon: 8.68, lat: 47.26, rx: 2.6, ry: 0.6, rotate: 35 },
  { key: 'lucerne', lon: 8.45, lat: 46.99, rx: 2.4, ry: 0.8, rotate: -10 },
  { key: 'maggiore', lon: 8.72, lat: 46.07, rx: 1.2, ry: 2.6, rotate: 20 },
] as const;

const CITIES = [
  { key: 'bern', lon: 7.45, lat: 46.95, dx: -1.6, anchor: 'end' },
  { key: 'geneva', lon: 6.14, lat: 46.2, dx: 1.6, anchor: 'start' },
  { key: 'basel', lon: 7.59, lat: 47.56, dx: -1.6, anchor: 'end' },
  { key: 'lugano', lon: 8.95, lat: 46.0, dx: 1.6, anchor: 'start' },
  { key: 'lausanne', lon: 6.63, lat: 46.52, dx: 1.4, anchor: 'start' },
  { key: 'stGallen', lon: 9.37, lat: 47.42, dx: 1.6, anchor: 'start' },
  { key: 'chur', lon: 9.53, lat: 46.85, dx: 1.6, anchor: 'start' },
  { key: 'lucerne', lon: 8.31, lat: 47.05, dx: -1.6, anchor: 'end' },
] as const;

export const OFFICE_COORDINATES = { lon: 8.5392, lat: 47.3736 } as const;

export function SwissMap() {
  const { t } = useTranslation('info');
  const [officeX, officeY] = project(OFFICE_COORDINATES.lon, OFFICE_COORDINATES.lat);
  return (
    <svg
      viewBox={`-2 -2 104 ${MAP_HEIGHT + 4}`}
      className="swiss-map"
      role="img"
      aria-label={t('about.office.mapLabel')}
    >
      <polygon points={OUTLINE} className="swiss-map__land" />
      {LAKES.map((lake) => {
        const [x, y] = project(lake.lon, lake.lat);
        return (
          <ellipse
            key={lake.key}
            cx={x}
            cy={y}
            rx={lake.rx}
            ry={lake.ry}
            transform={`rotate(${lake.rotate} ${x} ${y})`}
            className="swiss-map__lake"
          />
        );
      })}
      {CITIES.map((city) => {
        const [x, y] = project(city.lon, city.lat);
        return (
          <g key={city.key}>
            <circle cx={x} cy={y} r={0.7} className="swiss-map__city" />
            <text x={x + city.dx} y={y + 0.9} textAnchor={city.anchor} className="swiss-map__label">
              {t(`about.office.cities.${city.key}`)}
            </text>
          </g>
        );
      })}
      <circle cx={officeX} cy={officeY} r={3.2} className="swiss-map__pulse" />
      <path
        d={`M${officeX} ${officeY} l-2 -3.4 a2.3 2.3 0 1 1 4 0 z`}
        className="swiss-map__marker"
        transform={`translate(0 -0.2)`}
      />
      <circle cx={officeX} cy={officeY - 4.3} r={0.8} fill="#fff" />
      <text x={officeX + 2.6} y={officeY - 3.4} className="swiss-map__label" fontWeight={800}>
        {t('about.office.cities.zurich')}
      </text>
    </svg>
  );
}
