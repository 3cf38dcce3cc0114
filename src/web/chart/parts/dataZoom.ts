export { DataZoomComponent as part } from 'echarts/components';
