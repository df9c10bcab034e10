#include "concurrency_chart.h"

#include <QChart>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QValueAxis>

#include <algorithm>

namespace gp::ui {

ConcurrencyChart::ConcurrencyChart(QWidget* parent)
    : ChartView(parent)
{
    setObjectName(QStringLiteral("concurrencyChart"));
    chart()->legend()->setAlignment(Qt::AlignBottom);
}

void ConcurrencyChart::clearChart()
{
    m_points = 0;
    m_knee = 0;
    emptyChart();
}

void ConcurrencyChart::showSpeed(const InferenceSpeed& speed)
{
    clearChart();
    if (speed.curve.empty())
        return;
    QChart* c = chart();
    c->setTitle(tr("Closed loop: speed as concurrency rises (expected); requests queue beyond "
                   "%n user(s)",
                   nullptr, speed.maxBatch));
    auto* ttft = new QLineSeries(c);
    ttft->setName(tr("Time to first token, ms"));
    auto* tpot = new QLineSeries(c);
    tpot->setName(tr("Time per output token, ms"));
    auto* throughput = new QLineSeries(c);
    throughput->setName(tr("Throughput, tokens/s"));
    double slowest = 1;
    double fastest = 1e300;
    double most = 1;
    for (const ConcurrencyPoint& p : speed.curve) {
        ttft->append(p.concurrency, p.ttft.expected * 1000);
        tpot->append(p.concurrency, p.tpot.expected * 1000);
        throughput->append(p.concurrency, p.throughput.expected);
        slowest = std::max({slowest, p.ttft.expected * 1000, p.tpot.expected * 1000});
        fastest = std::min({fastest, p.ttft.expected * 1000, p.tpot.expected * 1000});
        most = std::max(most, p.throughput.expected);
    }
    m_points = static_cast<int>(speed.curve.size());
    m_knee = speed.maxBatch;
    for (QLineSeries* series : {ttft, tpot, throughput})
        c->addSeries(series);

    auto* users = new QLogValueAxis(c);
    users->setBase(2);
    users->setTitleText(tr("Concurrent users"));
    users->setLabelFormat(QStringLiteral("%.0f"));
    users->setRange(1, std::max(2, speed.curve.back().concurrency));
    c->addAxis(users, Qt::AlignBottom);
    auto* latency = new QLogValueAxis(c);
    latency->setTitleText(tr("ms"));
    latency->setLabelFormat(QStringLiteral("%g"));
    latency->setRange(std::max(0.1, fastest / 2), slowest * 2);
    c->addAxis(latency, Qt::AlignLeft);
    auto* tokens = new QValueAxis(c);
    tokens->setTitleText(tr("tokens/s"));
    tokens->setRange(0, most * 1.1);
    tokens->setLabelFormat(QStringLiteral("%.0f"));
    tokens->applyNiceNumbers();
    c->addAxis(tokens, Qt::AlignRight);
    for (QLineSeries* series : {ttft, tpot}) {
        series->attachAxis(users);
        series->attachAxis(latency);
    }
    throughput->attachAxis(users);
    throughput->attachAxis(tokens);
}

} // namespace gp::ui
