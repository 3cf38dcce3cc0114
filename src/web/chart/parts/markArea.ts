export { MarkAreaComponent as part } from 'echarts/components';
