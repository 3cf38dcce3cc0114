export { TitleComponent as part } from 'echarts/components';
