#include "app/charts/channelbankchart.h"

#include <QAreaSeries>
#include <QChart>
#include <QLegend>
#include <QLineSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace attn::charts {

namespace {

// Gap between neighbouring bars, in dimensions.
constexpr double kGap = 0.15;
// Above this many bars (each then under a pixel or two wide, where a gap does not show) the
// bars are one step outline, two points per bar over a straight zero line: Qt Charts' work per
// update grows with the points (about 10 ms for 4 x 1024 of them), and the slider must stay
// under 4 ms.
constexpr int kMaxGappedBars = 256;
// Tick intervals on the dimension axis (1, 2, 5, 10, ... dimensions) and on each half of the
// term axis.
constexpr int kMaxDimensionTicks = 8;
constexpr int kMaxTermIntervals = 2;

} // namespace

ChannelBankChart::ChannelBankChart(const ChannelBankConfig& config, QWidget* parent)
    : ChartPanel(parent), config_(config), upper_(new QLineSeries(this)),
      lower_(new QLineSeries(this)), bars_(new QAreaSeries), xAxis_(new QValueAxis),
      yAxis_(new QValueAxis) {
    bars_->setUpperSeries(upper_);
    bars_->setLowerSeries(lower_);
    bars_->setName(tr("q<sub>j</sub>k<sub>j</sub>"));
    chart()->addSeries(bars_);
    chart()->legend()->hide();
    addStyledAxis(xAxis_, Qt::AlignBottom, tr("dimension j"));
    addStyledAxis(yAxis_, Qt::AlignLeft, tr("term q<sub>j</sub>k<sub>j</sub>"));
    xAxis_->setLabelFormat(QStringLiteral("%d"));
    xAxis_->setTickType(QValueAxis::TicksDynamic);
    xAxis_->setTickAnchor(0.0);
    bars_->attachAxis(xAxis_);
    bars_->attachAxis(yAxis_);
    setTitle(tr("One dot product, channel by channel"));
    setSummary(tr("Bar chart of the products q j times k j of one pair of random vectors, one "
                  "bar per dimension; their sum is the dot product."));
    restyle();
    rebuildBench();
    redraw();
}

ChannelBankChart::~ChannelBankChart() = default;

void ChannelBankChart::setDk(int dk) {
    config_.dk = dk;
    redraw();
}

void ChannelBankChart::setPair(int pair) {
    config_.pair = pair;
    rebuildBench();
    redraw();
}

QList<double> ChannelBankChart::terms() const {
    QList<double> out;
    const QList<QPointF> points = upper_->points();
    if (config_.dk > kMaxGappedBars) {
        // Two points per bar: its top's left and right ends.
        for (int i = 0; i + 1 < points.size(); i += 2)
            out.append(points[i].y());
        return out;
    }
    // Four points per bar: foot, top, top, foot.
    for (int i = 1; i + 1 < points.size(); i += 4)
        out.append(points[i].y());
    return out;
}

void ChannelBankChart::applySeriesColors() {
    QColor fill = seriesColor(SeriesRole::Primary);
    bars_->setPen(QPen(fill, 1.0));
    fill.setAlphaF(0.6);
    bars_->setBrush(fill);
}

void ChannelBankChart::rebuildBench() {
    bench_.reset();
    benchError_.clear();
    // Only pairs 0..pair are needed; the bench's checkpoints are never touched here.
    BenchConfig bench;
    bench.seed = config_.seed;
    bench.samples = config_.pair < 0 ? 0 : config_.pair + 1;
    bench.maxDk = config_.maxDk;
    Result<DotProductBench> created = DotProductBench::create(bench);
    if (created)
        bench_.emplace(std::move(created.value()));
    else
        benchError_ = QString::fromStdString(created.error().message);
    termExtent_ = 1.0;
    if (bench_) {
        const Eigen::VectorXd all = bench_->channelTerms(config_.pair, config_.maxDk);
        if (all.size() > 0)
            termExtent_ = std::max(termExtent_, all.cwiseAbs().maxCoeff());
        applyNiceTicks(yAxis_, -termExtent_, termExtent_, 2 * kMaxTermIntervals);
    }
}

QPointF ChannelBankChart::termRange() const {
    return QPointF(yAxis_->min(), yAxis_->max());
}

void ChannelBankChart::fail(const QString& message) {
    bars_->setVisible(false);
    setMessage(message);
}

void ChannelBankChart::redraw() {
    if (!bench_) {
        fail(benchError_);
        return;
    }
    const int dk = config_.dk;
    const Eigen::VectorXd terms = bench_->channelTerms(config_.pair, dk);
    if (terms.size() == 0) {
        fail(tr("d k = %1 is outside this chart; use 1 to %2.").arg(dk).arg(config_.maxDk));
        return;
    }
    if (dk > kMaxGappedBars) {
        upperPoints_.resize(2 * dk);
        for (int j = 0; j < dk; ++j) {
            upperPoints_[2 * j] = QPointF(j + 0.5, terms[j]);
            upperPoints_[2 * j + 1] = QPointF(j + 1.5, terms[j]);
        }
        lowerPoints_ = {QPointF(0.5, 0.0), QPointF(dk + 0.5, 0.0)};
    } else {
        upperPoints_.resize(4 * dk);
        lowerPoints_.resize(4 * dk);
    }
    for (int j = 0; j < dk && dk <= kMaxGappedBars; ++j) {
        const double t = terms[j];
        // Bar j + 1 is centred on the integer dimension j + 1 (dimensions count from 1).
        const double left = j + 0.5 + kGap, right = j + 1.5 - kGap;
        upperPoints_[4 * j] = QPointF(left, 0.0);
        upperPoints_[4 * j + 1] = QPointF(left, t);
        upperPoints_[4 * j + 2] = QPointF(right, t);
        upperPoints_[4 * j + 3] = QPointF(right, 0.0);
        for (int k = 0; k < 4; ++k)
            lowerPoints_[4 * j + k] = QPointF(upperPoints_[4 * j + k].x(), 0.0);
    }
    upper_->replace(upperPoints_);
    lower_->replace(lowerPoints_);
    xAxis_->setRange(0.5, dk + 0.5);
    // Whole dimensions only: at d_k <= 8 every dimension gets its tick.
    xAxis_->setTickInterval(std::max(1.0, niceStep(double(dk) / kMaxDimensionTicks)));
    if (!bars_->isVisible())
        bars_->setVisible(true);

    // Theory, not the sample spread of a handful of terms: each term has variance 1, so the sum
    // of dk of them has variance dk.
    sum_ = terms.sum();
    const QString sum = formatNumber(sum_, 2);
    const QString sd = formatNumber(bench_->theorySd(dk), 2);
    setReadout(tr("d k = %1: the %1 terms sum to q·k = %2, the dot product of this pair. By "
                  "theory each term has variance 1, so the sum has variance d k = %1 and "
                  "standard deviation square root of d k = %3.")
                   .arg(dk)
                   .arg(sum, sd),
               tr("d<sub>k</sub> = %1: the %1 terms sum to q·k = %2, the dot product of this "
                  "pair. By theory each term has variance 1, so the sum has variance "
                  "d<sub>k</sub> = %1 and standard deviation √d<sub>k</sub> = %3.")
                   .arg(dk)
                   .arg(sum, sd));
}

} // namespace attn::charts
